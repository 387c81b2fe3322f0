// Opening a stored design (a draft, a project, a share, a ready-made design): its schema check and
// migrations run in a chunk of their own — they bring zod — loaded only when a stored design is
// opened, in parallel with the catalogue; a new empty design never loads it. The sizes snap to the
// catalogue's, as the design core's validateDesign does. (validateDesign's further guard against
// pathological crowding protects the server from uploads; designs here were written by the editor
// or accepted by the server.)
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { snapDesign } from '@kubik/design/catalogue/snap';
import type { Design } from '@kubik/design/schema/document';

export async function openDesign(json: unknown, catalogue: Catalogue | Promise<Catalogue>): Promise<Design | null> {
  const [{ parseDesign }, resolved] = await Promise.all([import('@kubik/design/schema/document'), catalogue]);
  const parsed = parseDesign(json);
  return parsed.ok ? snapDesign(parsed.design, resolved).design : null;
}
