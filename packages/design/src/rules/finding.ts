// Findings live in `findings/finding.ts`, below the schema that reports them; this module keeps the
// old import path working for code outside the design package (the server, the web app) until it
// moves. Inside the package, import from `findings/`.
export { capFindings, finding, hasErrors, sortFindings, type Finding, type Severity } from '../findings/finding.ts';
