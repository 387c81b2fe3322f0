// Stands in for the server in scripts/start.test.ts: says when it is up, writes every signal it
// receives to SIGNAL_LOG, and exits with code 7 on SIGTERM or SIGINT (so the test can see that
// `npm start` exits with the server's code).
import { appendFileSync } from 'node:fs';

const logFile = process.env.SIGNAL_LOG;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    appendFileSync(logFile, `${signal} ${process.pid}\n`);
    // A moment as a real server draining would take, so a second signal would land.
    setTimeout(() => process.exit(7), 300);
  });
}
appendFileSync(logFile, `ready ${process.pid}\n`);
setInterval(() => {}, 1000);
