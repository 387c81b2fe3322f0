// The shape of a catalogue's CNC layer presets (`cnc`), checked with zod; the presets themselves
// and what they mean are in layer-presets.ts.
import { z } from 'zod';

const requiredText = 'missing: a preset names the layers of outline, drill, edgeDrill, label, front and band';
const template = z
  .string({ error: (issue) => (issue.input === undefined ? requiredText : undefined) })
  .min(1)
  .max(120);

export const layerTemplatesSchema = z.strictObject({
  outline: template,
  drill: template,
  throughDrill: template.optional(),
  edgeDrill: template,
  /** Edge bores as INSERTs of this block (woodWOP's `H_Drill`) instead of LINEs. */
  edgeDrillBlock: z
    .string()
    .regex(/^[A-Za-z0-9_$-]{1,31}$/, 'a block name: letters, digits, _, $ and -')
    .optional(),
  label: template,
  front: template,
  band: template,
  /** The decimal mark of numbers in layer names: `.` (12.5, default), `p` (12p5) or `_` (12_5). */
  decimal: z.enum(['.', 'p', '_']).optional(),
});

/** A preset's name as `--layers` takes it: lower-case letters, digits and hyphens. */
export const layerPresetName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'a preset name: lower-case letters, digits and hyphens, from a letter');

export const cncSchema = z.object({
  /** The preset the job pack and `kubik cnc` use unless another is asked for. */
  layerPreset: layerPresetName,
  layerPresets: z.record(layerPresetName, layerTemplatesSchema),
});
