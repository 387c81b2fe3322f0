// Simple line drawings of cube shelves for the landing page, in the palette's wood and ink tones.
// Isometric boxes: each cube is drawn from its front-left-bottom corner in grid units.

const unit = 34;
const skew = 0.5;

function cubePath(col: number, row: number, depth = 0.55): { front: string; top: string; side: string } {
  const x = 30 + col * unit;
  const y = 150 - (row + 1) * unit;
  const dx = unit * depth;
  const dy = unit * depth * skew;
  return {
    front: `M${x} ${y}h${unit}v${unit}h${-unit}z`,
    top: `M${x} ${y}l${dx} ${-dy}h${unit}l${-dx} ${dy}z`,
    side: `M${x + unit} ${y}l${dx} ${-dy}v${unit}l${-dx} ${dy}z`,
  };
}

function Cubes({ cells, highlight }: { cells: Array<[number, number]>; highlight?: number }) {
  // Painter's order for this projection (depth recedes up and to the right): bottom rows first,
  // and within a row left to right, so a right neighbour's front covers the side it hides.
  const ordered = [...cells]
    .map((cell, index) => ({ cell, index }))
    .sort((a, b) => a.cell[1] - b.cell[1] || a.cell[0] - b.cell[0]);
  return (
    <g className="iso">
      {ordered.map(({ cell: [col, row], index }) => {
        const p = cubePath(col, row);
        const hot = index === highlight;
        return (
          <g key={`${col}-${row}`} className={hot ? 'iso__cube iso__cube--new' : 'iso__cube'}>
            <path className="iso__top" d={p.top} />
            <path className="iso__side" d={p.side} />
            <path className="iso__front" d={p.front} />
            <path className="iso__shelf" d={`M${30 + col * unit + 5} ${150 - row * unit - unit / 2}h${unit - 10}`} />
          </g>
        );
      })}
    </g>
  );
}

export function DesignIllustration() {
  return (
    <svg viewBox="0 0 220 170" className="illustration" aria-hidden="true" focusable="false">
      <path className="iso__floor" d="M10 150h200" />
      <Cubes
        cells={[
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 1],
          [2, 1],
        ]}
        highlight={4}
      />
      <path className="illustration__cursor" d="M178 40l10 26 4-10 10-4z" />
    </svg>
  );
}

export function PriceIllustration() {
  return (
    <svg viewBox="0 0 220 170" className="illustration" aria-hidden="true" focusable="false">
      <path className="iso__floor" d="M10 150h200" />
      <Cubes
        cells={[
          [0, 0],
          [1, 0],
          [0, 1],
        ]}
      />
      <g className="price-tag">
        <path d="M130 30h62a6 6 0 0 1 6 6v26a6 6 0 0 1-6 6h-62l-12-19z" />
        <circle cx="130" cy="49" r="3" />
        <path className="price-tag__lines" d="M142 42h40M142 55h26" />
      </g>
    </svg>
  );
}

export function DeliveryIllustration() {
  return (
    <svg viewBox="0 0 220 170" className="illustration" aria-hidden="true" focusable="false">
      <path className="iso__floor" d="M10 150h200" />
      <g className="parcel">
        <path d="M30 150v-46l50-20 50 20v46z" />
        <path d="M30 104l50 20 50-20M80 124v26" />
        <path className="parcel__tape" d="M55 94l50 20" />
      </g>
      <g className="panels">
        <rect x="146" y="60" width="12" height="90" rx="1" />
        <rect x="164" y="74" width="12" height="76" rx="1" />
        <rect x="182" y="88" width="12" height="62" rx="1" />
      </g>
    </svg>
  );
}

export function HeroIllustration() {
  return (
    <svg viewBox="0 0 220 170" className="illustration illustration--hero" aria-hidden="true" focusable="false">
      <path className="iso__floor" d="M0 150h220" />
      <Cubes
        cells={[
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
          [0, 1],
          [1, 1],
          [3, 1],
          [0, 2],
          [3, 2],
        ]}
      />
    </svg>
  );
}
