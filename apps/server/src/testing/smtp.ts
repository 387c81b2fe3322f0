// A real SMTP server on loopback for tests: Kubik's mailer talks SMTP to it, and tests read the
// parsed mails (subject, text, html, the links inside, the attached files).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedAttachment = { filename: string | undefined; contentType: string; content: Buffer };
export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
  links: string[];
  attachments: ReceivedAttachment[];
};

export type TestSmtp = {
  url: string;
  mails: ReceivedMail[];
  waitFor: (predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            language: parsed.headers.get('content-language') as string | undefined,
            links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    // A ceiling, not a speed check: a mail with a PDF made in a worker took over 10 s on a loaded machine.
    async waitFor(predicate, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no such mail within ${timeoutMs} ms; got: ${mails.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ')}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
