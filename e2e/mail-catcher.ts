/**
 * The end-to-end run's mailbox: the app sends its mails here over SMTP (MAIL_SMTP_PORT), and the
 * tests ask MAIL_HTTP_PORT for the link in the latest mail to an address: GET /link?to=<address>
 * answers {"link": "..."} or 404 while none has arrived.
 */
import { createServer } from 'node:http';
import { startMailServer } from '../src/server/testing/mail-server.js';

const mail = await startMailServer({ port: Number(process.env.MAIL_SMTP_PORT) });
const httpPort = Number(process.env.MAIL_HTTP_PORT);
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const link = url.pathname === '/link' ? mail.linkTo(url.searchParams.get('to')?.toLowerCase() ?? '') : undefined;
  response.writeHead(link ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(link ? { link } : { message: 'No mail with a link to that address yet' }));
}).listen(httpPort, '127.0.0.1');
console.log(`mail catcher: SMTP on ${mail.url}, links at http://127.0.0.1:${httpPort}/link?to=`);
