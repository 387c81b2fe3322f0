// Whose pieces a CLI's labels name, and where their QR codes lead. A design file has no page on
// the server, so by default the QR code holds the piece's id (`<design>/<part>-<index>`), not a
// link that would open nothing. `--project <id>` names the saved project the design is: the labels
// are then the project's package's own — ids and links to its piece page,
// `<base>/dashboard/projects/<id>/pieces/<part>-<index>` (docs/decisions/0016).
import { jobSlug, projectPiecePath, type LabelJob } from '@kubik/design/cnc/labels';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LabelJobOptions = Pick<LabelJob, 'job' | 'baseUrl' | 'path'>;

/**
 * The labels' job from `--project` and `--base-url` (else PUBLIC_URL, else http://localhost:3000),
 * given the design's name once it is read; a string is a usage error (checked before the design is read).
 */
export function labelJob(options: ReadonlyMap<string, string>): ((designName: string) => LabelJobOptions) | string {
  const project = options.get('project');
  const baseUrl = options.get('base-url') ?? process.env['PUBLIC_URL'] ?? 'http://localhost:3000';
  if (project === undefined) return (name) => ({ job: jobSlug(name), baseUrl, path: null });
  if (!uuid.test(project)) return "--project must be a saved project's id (a UUID, as in /configurator/<id>)";
  return () => ({ job: project.toLowerCase(), baseUrl, path: projectPiecePath });
}
