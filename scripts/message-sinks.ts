/**
 * `npm run message-sinks`: an SMTP server and an SMPP server on 127.0.0.1, the ones the tests use
 * (lib/backend/messages/delivery/test-*-server.ts), for trying real delivery on one machine. Prints the
 * settings to start the portal with, then every e-mail and text message that arrives. Stop with Ctrl-C.
 * `--smtp-port N` and `--smpp-port N` choose the ports (default: any free one).
 */
import { startTestSmppServer, startTestSmtpServer } from '../lib/backend/messages';

const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : 0;
};

async function main() {
  const smtp = await startTestSmtpServer({ user: 'portal', password: 'portal-mail', port: option('--smtp-port') });
  const smpp = await startTestSmppServer({ systemId: 'portal', password: 'portal', port: option('--smpp-port') });
  console.log(`SMTP_URL=${smtp.url}\nSMPP_URL=${smpp.url}\nMAIL_FROM='Sanad Insurance <no-reply@sanad.example>' SMS_SENDER=Sanad\n`);

  let mails = 0;
  let texts = 0;
  setInterval(() => {
    for (; mails < smtp.received.length; mails += 1) {
      const m = smtp.received[mails]!;
      const files = m.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.size} bytes)`).join(', ') || 'none';
      console.log(`--- e-mail to ${m.envelope.rcptTo.join(', ')} [${m.headers.get('content-language') ?? '?'}]\nSubject: ${m.subject}\n${m.text?.trim()}\nAttachments: ${files}\n`);
    }
    for (; texts < smpp.received.length; texts += 1) {
      const t = smpp.received[texts]!;
      console.log(`--- SMS to ${t.to} from ${t.from} (data_coding ${t.dataCoding}, ${t.parts} part${t.parts > 1 ? 's' : ''})\n${t.text}\n`);
    }
  }, 200);

  const stop = async () => {
    await Promise.all([smtp.close(), smpp.close()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
