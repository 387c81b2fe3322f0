// Finding messages in Slovenian, English and Spanish. `{name}` is replaced by the finding's params.
import type { Lang, Localized } from './lang.ts';

const messages = {
  // The document as a whole.
  not_json: {
    sl: 'Dokument ni veljaven JSON.',
    en: 'The document is not valid JSON.',
    es: 'El documento no es un JSON válido.',
  },
  too_large: {
    sl: 'Dokument je večji od {max} bajtov.',
    en: 'The document is larger than {max} bytes.',
    es: 'El documento ocupa más de {max} bytes.',
  },
  too_deep: {
    sl: 'Dokument je gnezden globlje od {max} ravni.',
    en: 'The document is nested deeper than {max} levels.',
    es: 'El documento está anidado a más de {max} niveles.',
  },
  too_many_nodes: {
    sl: 'Dokument ima več kot {max} vrednosti.',
    en: 'The document has more than {max} values.',
    es: 'El documento tiene más de {max} valores.',
  },
  forbidden_key: {
    sl: 'Ključ »{key}« ni dovoljen ({path}).',
    en: 'The key "{key}" is not allowed ({path}).',
    es: 'La clave «{key}» no está permitida ({path}).',
  },
  not_an_object: {
    sl: 'Načrt mora biti objekt JSON.',
    en: 'A design must be a JSON object.',
    es: 'Un diseño debe ser un objeto JSON.',
  },
  schema_version_unsupported: {
    sl: 'Različica sheme {version} ni podprta (ta različica aplikacije pozna do {current}).',
    en: 'Schema version {version} is not supported (this version of the app knows up to {current}).',
    es: 'La versión de esquema {version} no es compatible (esta versión de la aplicación conoce hasta la {current}).',
  },
  too_many_elements: {
    sl: 'Načrt ima lahko največ {max} elementov.',
    en: 'A design may have at most {max} elements.',
    es: 'Un diseño puede tener como máximo {max} elementos.',
  },
  unknown_kind: {
    sl: 'Neznana vrsta elementa »{kind}« ({path}).',
    en: 'Unknown element kind "{kind}" ({path}).',
    es: 'Tipo de elemento desconocido «{kind}» ({path}).',
  },
  // One field.
  field_missing: {
    sl: '{path}: manjka obvezno polje.',
    en: '{path}: a required field is missing.',
    es: '{path}: falta un campo obligatorio.',
  },
  field_wrong_type: {
    sl: '{path}: pričakovan je tip {expected}.',
    en: '{path}: expected {expected}.',
    es: '{path}: se esperaba {expected}.',
  },
  value_too_small: {
    sl: '{path}: vrednost mora biti vsaj {min}.',
    en: '{path}: must be at least {min}.',
    es: '{path}: debe ser al menos {min}.',
  },
  value_too_large: {
    sl: '{path}: vrednost je lahko največ {max}.',
    en: '{path}: must be at most {max}.',
    es: '{path}: debe ser como máximo {max}.',
  },
  value_not_allowed: {
    sl: '{path}: dovoljene vrednosti so {options}.',
    en: '{path}: allowed values are {options}.',
    es: '{path}: los valores permitidos son {options}.',
  },
  value_bad_format: {
    sl: '{path}: napačna oblika ({detail}).',
    en: '{path}: wrong format ({detail}).',
    es: '{path}: formato incorrecto ({detail}).',
  },
  field_invalid: {
    sl: '{path}: neveljavna vrednost ({detail}).',
    en: '{path}: invalid value ({detail}).',
    es: '{path}: valor no válido ({detail}).',
  },
  duplicate_id: {
    sl: 'Več elementov ima isti id »{id}«.',
    en: 'More than one element has the id "{id}".',
    es: 'Varios elementos tienen el id «{id}».',
  },
  unknown_reference: {
    sl: '{id} je v kocki, ki je v tem načrtu ni.',
    en: '{id} is in a cube that is not in this design.',
    es: '{id} está en un cubo que no existe en este diseño.',
  },
  unknown_material: {
    sl: 'Materiala »{material}« ni v katalogu.',
    en: 'The material "{material}" is not in the catalogue.',
    es: 'El material «{material}» no está en el catálogo.',
  },
  unknown_colour: {
    sl: 'Barve »{colour}« za material »{material}« ni v katalogu; uporabljena je »{used}«.',
    en: 'The colour "{colour}" is not offered for "{material}"; "{used}" is used instead.',
    es: 'El color «{colour}» no se ofrece para «{material}»; se usa «{used}».',
  },
  unknown_profile: {
    sl: 'Profila palice »{profile}« ni v katalogu.',
    en: 'The bar profile "{profile}" is not in the catalogue.',
    es: 'El perfil de barra «{profile}» no está en el catálogo.',
  },
  size_snapped: {
    sl: '{id}: {dimension} {from} mm je zaokrožena na {to} mm, najbližjo mero, ki jo izdelujemo.',
    en: '{id}: {dimension} {from} mm was snapped to {to} mm, the nearest size the workshop makes.',
    es: '{id}: {dimension} de {from} mm se ajustó a {to} mm, la medida más cercana que fabricamos.',
  },
  too_crowded: {
    sl: 'Več kot {max} kock se začne v istem prostoru 400 mm; tako močno prekrivanje ni dovoljeno.',
    en: 'More than {max} cubes start within one 400 mm space; overlapping this much is refused.',
    es: 'Más de {max} cubos empiezan en un mismo espacio de 400 mm; no se admite tanto solapamiento.',
  },
  more_findings: {
    sl: 'Še {count} ugotovitev iste vrste ni prikazanih.',
    en: '{count} more findings of the same kind are not shown.',
    es: 'No se muestran {count} hallazgos más del mismo tipo.',
  },
  // The furniture rules (DESIGN §3).
  overlap: {
    sl: '{a} in {b} se prekrivata.',
    en: '{a} and {b} overlap.',
    es: '{a} y {b} se solapan.',
  },
  floating: {
    sl: '{id} lebdi: ne stoji na tleh niti na drugi kocki.',
    en: '{id} floats: it stands neither on the floor nor on another cube.',
    es: '{id} flota: no se apoya en el suelo ni en otro cubo.',
  },
  below_floor: {
    sl: '{id} sega pod tla.',
    en: '{id} reaches below the floor.',
    es: '{id} queda por debajo del suelo.',
  },
  shelf_sag: {
    sl: '{id}: plošča {material} ima razpon {span} mm in bi se pod knjigami povesila za {sag} mm (meja {limit} mm), zato je ni mogoče naročiti. Ta plošča zdrži razpon največ {max} mm: izberite ožjo kocko ali tršo ploščo.',
    en: '{id}: the {material} board spans {span} mm and would sag {sag} mm under books (limit {limit} mm), so it cannot be ordered. This board holds a span of at most {max} mm: choose a narrower cube or a stiffer board.',
    es: '{id}: el tablero de {material} tiene una luz de {span} mm y se combaría {sag} mm con libros (límite {limit} mm), así que no se puede pedir. Este tablero aguanta una luz de {max} mm como máximo: elija un cubo más estrecho o un tablero más rígido.',
  },
  shelf_outside_cube: {
    sl: '{id} ne leži znotraj svoje kocke.',
    en: '{id} does not fit inside its cube.',
    es: '{id} no cabe dentro de su cubo.',
  },
  hosts_not_in_row: {
    sl: '{id}: kocke morajo stati druga ob drugi v eni vrsti, enako visoke in globoke.',
    en: '{id}: the cubes must stand side by side in one row, of equal height and depth.',
    es: '{id}: los cubos deben estar uno junto a otro en una fila, con la misma altura y profundidad.',
  },
  wall_fixing_needed: {
    sl: 'Ta sestav je visok {height} mm in globok le {depth} mm (več kot 4 × globina), zato ga je treba pritrditi na steno. Stenska pritrdila (kosov: {count}) so že v kosovnici.',
    en: 'This unit is {height} mm tall and only {depth} mm deep (more than 4 × its depth), so it must be fixed to the wall. The wall fixings ({count}) are already in the parts list.',
    es: 'Este mueble mide {height} mm de alto y solo {depth} mm de fondo (más de 4 × su fondo), por lo que debe fijarse a la pared. Las fijaciones de pared ({count}) ya están en la lista de piezas.',
  },
  door_too_narrow: {
    sl: '{id}: drsna vrata morajo pokrivati vsaj eno kocko.',
    en: '{id}: sliding doors must cover at least one cube.',
    es: '{id}: las puertas correderas deben cubrir al menos un cubo.',
  },
  door_leaf_too_narrow: {
    sl: '{id}: {leaves} kril čez celotna vrata bi bila široka le {width} mm, krilo pa mora biti široko vsaj {min} mm. Izberite največ {most} kril ali širša vrata.',
    en: '{id}: {leaves} leaves across the whole door would be only {width} mm wide; a leaf must be at least {min} mm wide. Choose at most {most} leaves, or a wider door.',
    es: '{id}: {leaves} hojas en toda la puerta tendrían solo {width} mm de ancho; una hoja debe medir al menos {min} mm. Elija como máximo {most} hojas o una puerta más ancha.',
  },
  tilt_needs_height: {
    sl: 'Sestav, v katerem je {id}, je visok {height} mm in globok {depth} mm: sestavi se leže in nato dvigne pokonci, pri čemer potrebuje {diagonal} mm prostora v višino (√(V² + G²)), strop pa je na {ceiling} mm. Sestavite ga pokonci s pomočnikom ali izberite nižje kocke.',
    en: 'The unit with {id} is {height} mm tall and {depth} mm deep: it is assembled lying down and then tilted up, which needs {diagonal} mm of clear height (√(H² + D²)), and the ceiling is at {ceiling} mm. Assemble it standing, with a helper, or choose lower cubes.',
    es: 'El mueble con {id} mide {height} mm de alto y {depth} mm de fondo: se monta tumbado y luego se levanta, para lo que necesita {diagonal} mm de altura libre (√(A² + F²)), y el techo está a {ceiling} mm. Móntelo de pie, con ayuda, o elija cubos más bajos.',
  },
  door_opening_too_narrow: {
    sl: '{id}: odprtina vrat je široka le {width} mm; že dve krili bi bili ožji od {min} mm. Vrata naj pokrivajo širše kocke.',
    en: "{id}: the door's opening is only {width} mm wide; even two leaves would be narrower than {min} mm. Let the door cover wider cubes.",
    es: '{id}: el hueco de la puerta mide solo {width} mm; incluso dos hojas serían más estrechas de {min} mm. Haga que la puerta cubra cubos más anchos.',
  },
  door_reach_in_too_narrow: {
    sl: '{id}: ko so krila ({leaves}) odrinjena, ostane odprtih le {reach} mm, za obešalnik pa je treba vsaj {min} mm. Izberite drugo število kril ali širša vrata.',
    en: '{id}: with its {leaves} leaves pushed aside the door opens only {reach} mm, and a coat hanger needs at least {min} mm. Choose another number of leaves, or a wider door.',
    es: '{id}: con sus {leaves} hojas apartadas la puerta solo deja {reach} mm libres, y una percha necesita al menos {min} mm. Elija otro número de hojas o una puerta más ancha.',
  },
  door_across_units: {
    sl: '{id}: drsna vrata morajo pokrivati kocke enega samega korpusa (enak material in globina, brez delitve). Razdelite jih na dvoje vrat.',
    en: '{id}: sliding doors must cover the cubes of one carcass (same material and depth, not split). Make them two doors.',
    es: '{id}: las puertas correderas deben cubrir los cubos de un solo cuerpo (mismo material y fondo, sin divisiones). Hágalas dos puertas.',
  },
  drilling_rule_broken: {
    sl: '{id}: plošče {part} ni mogoče izvrtati in sestaviti, ker {rule}. Takega načrta ni mogoče naročiti; spremenite ga ali pišite nam.',
    en: '{id}: board {part} cannot be drilled and assembled because {rule}. A design like this cannot be ordered; change it or write to us.',
    es: '{id}: el tablero {part} no se puede taladrar ni montar porque {rule}. Un diseño así no se puede pedir; cámbielo o escríbanos.',
  },
  contact_not_joined: {
    sl: '{a} in {b} se dotikata na premajhni ploskvi (manj kot 100 × 100 mm) za spojne vijake, zato nista spojeni: to sta dva ločena kosa. Poravnajte ju ali razmaknite.',
    en: '{a} and {b} touch over too small an area (less than 100 × 100 mm) for connecting screws, so they are not joined: they are two loose pieces. Line them up or move them apart.',
    es: '{a} y {b} se tocan en una superficie demasiado pequeña (menos de 100 × 100 mm) para los tornillos de unión, así que no quedan unidos: son dos piezas sueltas. Alinéelos o sepárelos.',
  },
  unit_tips: {
    sl: 'Kos, v katerem je {id}, bi se prevrnil: njegovo težišče je zunaj tega, na čemer stoji. Podprite ga z več kockami spodaj ali ga premaknite nad oporo.',
    en: 'The piece with {id} would tip over: its centre of mass lies outside what it stands on. Support it with more cubes below or move it over its support.',
    es: 'La pieza con {id} se volcaría: su centro de gravedad queda fuera de lo que la sostiene. Apóyela con más cubos debajo o muévala sobre su apoyo.',
  },
  shelves_too_close: {
    sl: '{a} in {b} sta preblizu: zgornja polica potrebuje pod seboj prostor za nosilce. Razmaknite ju vsaj za 30 mm.',
    en: '{a} and {b} are too close: the upper shelf needs room for its pins under it. Move them at least 30 mm apart.',
    es: '{a} y {b} están demasiado cerca: el estante de arriba necesita sitio para sus soportes debajo. Sepárelos al menos 30 mm.',
  },
  door_hits_corner: {
    sl: '{id}: drsna krila tečejo v odprtini spredaj, kjer bi jih ustavili jekleni kotniki. Za omare z drsnimi vrati izberite skrite spojnike.',
    en: '{id}: the sliding leaves run inside the opening at the front, where the steel corners would stop them. Choose concealed connectors for units with sliding doors.',
    es: '{id}: las hojas correderas van dentro del hueco, delante, donde las escuadras de acero las frenarían. Elija uniones ocultas para muebles con puertas correderas.',
  },
  shelf_hits_corner: {
    sl: '{id} je preblizu jeklenih kotnikov na dnu ali vrhu kocke (segajo {leg} mm): premaknite jo višje ali nižje ali izberite skrite spojnike.',
    en: '{id} is too close to the steel corners at the bottom or top of its cube (they reach {leg} mm): move it up or down, or choose concealed connectors.',
    es: '{id} está demasiado cerca de las escuadras de acero de abajo o de arriba del cubo (llegan a {leg} mm): súbalo o bájelo, o elija uniones ocultas.',
  },
  outside_room: {
    sl: '{id} sega izven sobe.',
    en: '{id} reaches outside the room.',
    es: '{id} sobresale de la habitación.',
  },
  multiple_rooms: {
    sl: 'Načrt ima več sob; upošteva se le {id}.',
    en: 'The design has more than one room; only {id} is used.',
    es: 'El diseño tiene más de una habitación; solo se usa {id}.',
  },
  connector_not_at_junction: {
    sl: '{id} ne leži na stiku plošč in ne vpliva na nič.',
    en: '{id} is not on a junction of boards and changes nothing.',
    es: '{id} no está en una unión de tableros y no cambia nada.',
  },
  board_too_long: {
    sl: '{id} meri {size} mm, plošča zanjo pa bi bila daljša od {max} mm, najdaljše plošče, ki jo delavnica razreže.',
    en: '{id} is {size} mm: a board for it would be longer than {max} mm, the longest board the workshop cuts.',
    es: '{id} mide {size} mm: un tablero para él superaría los {max} mm, el tablero más largo que corta el taller.',
  },
  drawers_too_shallow: {
    sl: '{id}: kocka je znotraj globoka le {depth} mm, predali z najkrajšimi vodili pa potrebujejo vsaj {min} mm. Izberite globljo kocko.',
    en: '{id}: the cube is only {depth} mm deep inside, and drawers on the shortest runners need at least {min} mm. Choose a deeper cube.',
    es: '{id}: el cubo solo tiene {depth} mm de fondo interior, y los cajones con las guías más cortas necesitan al menos {min} mm. Elija un cubo más profundo.',
  },
  drawers_too_narrow: {
    sl: '{id}: kocka je znotraj široka le {width} mm, predali pa potrebujejo vsaj {min} mm. Izberite širšo kocko.',
    en: '{id}: the cube is only {width} mm wide inside, and drawers need at least {min} mm. Choose a wider cube.',
    es: '{id}: el cubo solo tiene {width} mm de ancho interior, y los cajones necesitan al menos {min} mm. Elija un cubo más ancho.',
  },
  drawers_too_low: {
    sl: '{id}: pri {count} predalih bi bilo vsako čelo visoko le {height} mm, najmanj pa {min} mm. V to kocko gre največ predalov: {most}.',
    en: '{id}: with {count} drawers each front would be only {height} mm high, and the lowest allowed is {min} mm. This cube takes at most {most} drawers.',
    es: '{id}: con {count} cajones cada frente tendría solo {height} mm de alto, y el mínimo es {min} mm. Este cubo admite como máximo {most} cajones.',
  },
  drawers_behind_door: {
    sl: '{id}: predali so za drsnimi vrati {b}, ki jih ne pustijo odpreti. Odstranite vrata ali predale.',
    en: '{id}: the drawers are behind the sliding doors {b}, which would stop them opening. Remove the doors or the drawers.',
    es: '{id}: los cajones están detrás de las puertas correderas {b}, que no les dejarían abrirse. Quite las puertas o los cajones.',
  },
  drawers_with_shelf: {
    sl: '{id}: v kocki s predali je tudi polica {b}. Odstranite polico ali predale.',
    en: '{id}: the cube with the drawers also holds the shelf {b}. Remove the shelf or the drawers.',
    es: '{id}: el cubo de los cajones también tiene el estante {b}. Quite el estante o los cajones.',
  },
  drawers_with_rail: {
    sl: '{id}: v kocki s predali je tudi obešalna palica {b}. Odstranite palico ali predale.',
    en: '{id}: the cube with the drawers also holds the hanging rail {b}. Remove the rail or the drawers.',
    es: '{id}: el cubo de los cajones también tiene la barra de colgar {b}. Quite la barra o los cajones.',
  },
  drawers_twice: {
    sl: '{id}: v tej kocki so že predali {b}. Kocka ima lahko le en sklop predalov.',
    en: '{id}: this cube already holds the drawers {b}. A cube takes one set of drawers.',
    es: '{id}: este cubo ya tiene los cajones {b}. Un cubo admite un solo juego de cajones.',
  },
  drawers_hit_corner: {
    sl: '{id}: nosilci jeklenih kotnikov ({leg} mm) bi bili na poti vodilom predalov. Za to enoto izberite skrite ekscentrične spojnike.',
    en: "{id}: the steel corners' brackets ({leg} mm) would be in the way of the drawer runners. Choose hidden cam locks for this unit.",
    es: '{id}: las escuadras de acero ({leg} mm) estorbarían a las guías de los cajones. Elija excéntricas ocultas para este módulo.',
  },
  rail_needs_cube: {
    sl: '{id} potrebuje kocko, široko vsaj 300 mm.',
    en: '{id} needs a cube at least 300 mm wide.',
    es: '{id} necesita un cubo de al menos 300 mm de ancho.',
  },
} satisfies Record<string, Localized>;

/** Each drilling rule (cnc/drill-check.ts) as the end of a sentence, for `drilling_rule_broken`'s `{rule}`. */
export const drillingRuleWords: Record<string, Localized> = {
  hole_outside: {
    sl: 'bi luknja ležala zunaj plošče',
    en: 'a hole would lie outside the board',
    es: 'un agujero quedaría fuera del tablero',
  },
  hole_near_edge: {
    sl: 'bi bila luknja manj kot 3 mm od roba',
    en: 'a hole would come within 3 mm of an edge',
    es: 'un agujero quedaría a menos de 3 mm de un canto',
  },
  edge_bore_wall: {
    sl: 'bi robna izvrtina pustila manj kot 3 mm stene',
    en: 'an edge bore would leave less than 3 mm of wall',
    es: 'un taladro de canto dejaría menos de 3 mm de pared',
  },
  hole_through: {
    sl: 'bi slepa luknja prebila ploščo',
    en: 'a blind hole would go through the board',
    es: 'un agujero ciego atravesaría el tablero',
  },
  holes_too_close: {
    sl: 'bi med dvema luknjama ostalo manj kot 3 mm materiala',
    en: 'two holes would leave less than 3 mm of material between them',
    es: 'dos agujeros dejarían menos de 3 mm de material entre ellos',
  },
  holes_meet: {
    sl: 'bi se luknji z obeh strani srečali v plošči',
    en: 'holes from its two faces would meet inside it',
    es: 'los agujeros de sus dos caras se encontrarían dentro',
  },
  joint_misaligned: {
    sl: 'se luknje spoja v obeh ploščah ne bi ujemale',
    en: "a joint's holes in its two boards would not line up",
    es: 'los agujeros de una unión no coincidirían en los dos tableros',
  },
  board_end_unjoined: {
    sl: 'en konec plošče ne bi bil spojen z drugo ploščo',
    en: 'one of its ends would not be joined to another board',
    es: 'uno de sus extremos no quedaría unido a otro tablero',
  },
  back_nail_loose: {
    sl: 'žebelj hrbta ne bi zadel plošče z dovolj prostora',
    en: 'a nail of the back would not land in a board with room for it',
    es: 'un clavo de la trasera no entraría en un tablero con sitio suficiente',
  },
  connector_at_shelf: {
    sl: 'bi bil spojni vijak tam, kjer leži polica ali njeni nosilci',
    en: 'a connecting screw would sit where a shelf or its pins rest',
    es: 'un tornillo de unión quedaría donde apoya un estante o sus soportes',
  },
  connector_at_runner: {
    sl: 'bi bil spojni vijak tam, kjer je privito vodilo predala',
    en: 'a connecting screw would sit where a drawer runner is screwed on',
    es: 'un tornillo de unión quedaría donde va atornillada una guía de cajón',
  },
};

export type FindingCode = keyof typeof messages;
export const findingCodes = Object.keys(messages) as FindingCode[];

/** Words for a param in one language (an element named by its place, a material's name); undefined keeps the value. */
export type ParamWords = (name: string, value: string | number, lang: Lang) => string | undefined;

/**
 * The message for a finding code with its params filled in, in all three languages. With `words`
 * (i18n/positions.ts) elements are named by where they are and materials by their names; a
 * message that then starts with one is capitalised.
 */
export function findingMessage(
  code: FindingCode,
  params: Record<string, string | number>,
  words?: ParamWords,
): Localized {
  const template = messages[code];
  const fill = (text: string, lang: Lang) => {
    const out = text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? (words?.(name, params[name]!, lang) ?? String(params[name])) : whole,
    );
    return words ? out.charAt(0).toLocaleUpperCase(lang) + out.slice(1) : out;
  };
  return { sl: fill(template.sl, 'sl'), en: fill(template.en, 'en'), es: fill(template.es, 'es') };
}
