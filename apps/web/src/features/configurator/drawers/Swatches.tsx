// Choosing a material, a colour or a finish by looking, not by reading a list: a group of radio
// buttons drawn as swatches (a chip of the colour, wood showing its grain, plywood its plies) with
// the catalogue's name in the user's language under each. Arrow keys move between them.
import { useId, type CSSProperties } from 'react';
import { shade } from '../pages/designPicture.ts';

export type Look = 'grain' | 'lacquer' | 'melamine' | 'plies' | 'metal' | 'plain';

export interface SwatchOption {
  value: string;
  label: string;
  hex: string;
  look?: Look;
  /** Options with a group are shown under its caption (a material's colours under its name). */
  group?: string;
  /** A longer name for the tooltip (the colour with its material). */
  title?: string;
}

/** How a chip is painted: the colour, with grain, plies or a metal sheen where the material has them. */
export function chipStyle(hex: string, look: Look = 'plain'): CSSProperties {
  const dark = shade(hex, -0.12),
    light = shade(hex, 0.12);
  switch (look) {
    case 'grain':
      return {
        background: `repeating-linear-gradient(100deg, ${hex} 0 5px, ${dark} 5px 6px, ${light} 6px 11px, ${hex} 11px 14px)`,
      };
    case 'plies':
      return {
        background: `linear-gradient(90deg, ${hex} 0 78%, transparent 78%), repeating-linear-gradient(180deg, ${light} 0 2px, ${shade(hex, -0.25)} 2px 3px)`,
      };
    case 'metal':
      return { background: `linear-gradient(135deg, ${light}, ${hex} 45%, ${dark} 55%, ${light})` };
    case 'lacquer':
      return { background: `linear-gradient(160deg, ${shade(hex, 0.06)}, ${hex})` };
    default:
      return { background: hex };
  }
}

/** Options by group, in the order their groups first appear ('' for none). */
function groupsOf(options: readonly SwatchOption[]): [string, SwatchOption[]][] {
  const groups = new Map<string, SwatchOption[]>();
  for (const option of options) groups.set(option.group ?? '', [...(groups.get(option.group ?? '') ?? []), option]);
  return [...groups];
}

export function Swatches({
  legend,
  options,
  value,
  onChange,
  disabled = false,
  wide = false,
  testId,
}: {
  legend: string;
  options: readonly SwatchOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Bigger chips with the name beside them (materials). */
  wide?: boolean;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className={`cfg-swatches${wide ? ' cfg-swatches--wide' : ''}`} disabled={disabled} data-testid={testId}>
      <legend className="cfg-swatches__legend">{legend}</legend>
      {groupsOf(options).map(([group, list]) => (
        <div key={group} className="cfg-swatches__group">
          {group ? (
            <p className="cfg-swatches__caption" aria-hidden="true">
              {group}
            </p>
          ) : null}
          <div className="cfg-swatches__list">
            {list.map((option) => (
              <label key={option.value} className="cfg-swatch" title={option.title ?? option.label}>
                <input
                  type="radio"
                  className="cfg-swatch__input"
                  name={name}
                  value={option.value}
                  checked={option.value === value}
                  onChange={() => onChange(option.value)}
                  aria-label={option.title}
                />
                <span className="cfg-swatch__chip" style={chipStyle(option.hex, option.look)} aria-hidden="true" />
                <span className="cfg-swatch__name">{option.label}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
