// The baseline of the HTTP benchmark: a bare node:http server that answers every request with
// the bytes and headers captured from one of the app's replies (a JSON file named by argv[2]:
// { status, headers, bodyBase64 }). It prints its port on stdout once it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const capture = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(capture.bodyBase64, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(capture.status, capture.headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
