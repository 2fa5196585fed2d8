// Dredd hooks (not part of npm test; docs/decisions.md, The OpenAPI document in other
// people's tools). Dredd sends each operation's example request for every status the document
// lists and cannot sign in, so these hooks make each transaction the situation its status
// describes: a signed-in call for 200, no token for 403, a body that is not JSON for 400, a file one
// byte over the limit for 413, and a real multipart body for the uploads (Dredd sends none). The
// calls that end sessions (sign-out, /sim/sessions/expire) end the hooks' too, so a new one is
// opened after them. Against a simulator on a throw-away world (the calls write):
//   npm run openapi -- /tmp/openapi.json
//   npx tsx -e "import('./sim-server/src/app.ts').then(({ createSimApp }) => createSimApp({ fleet: { autoRun: false } }).app.listen(8090, '127.0.0.1'))" &
//   npx -y dredd@14.1.0 /tmp/openapi.json http://127.0.0.1:8090 --hookfiles=scripts/dredd/hooks.cjs
// That simulator's world is the examples' (the demo world at its reference date, fleet still); one
// that caught up with real time at start (`node bin/kiosk-console.js`) has sold and trained since,
// and answers an example or two otherwise (training.update; the door once its product sold out).
// DREDD_USER / DREDD_PASSWORD sign in as another account (default the simulator's admin).
const fs = require('node:fs');
const path = require('node:path');
const hooks = require('hooks');

const account = { userId: process.env.DREDD_USER ?? 'admin', password: process.env.DREDD_PASSWORD ?? 'admin1234' };
/** UPLOAD_LIMIT_BYTES (sim-server/src/options.ts): 10 MB. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/**
 * The document's examples (contract/examples.json): each upload sends its example's fields and file,
 * and a download is expected to answer its example's file (the document lists JSON first, for a
 * failure, and Dredd expects the first type listed).
 */
const examples = JSON.parse(fs.readFileSync(path.join(__dirname, '../../contract/examples.json'), 'utf8'));
const UPLOADS = {
  '/api/v1/product/fileUpload': examples['product.fileUpload'].request,
  '/api/v1/user/fileUpload': examples['user.fileUpload'].request,
};
const DOWNLOADS = ['user.fileDownload', 'product.fileDownload'].map((id) => ({ uri: `/api/v1/${id.split('.')[0]}/fileDownload/`, file: examples[id].answer.file }));
const BOUNDARY = 'dredd-hooks-boundary';

let origin = null;
let token = null;

async function signIn() {
  const res = await fetch(`${origin}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) });
  const body = await res.json();
  if (!body.accessToken) throw new Error(`Dredd hooks: signing in as ${account.userId} failed: ${JSON.stringify(body)}`);
  token = body.accessToken;
}

function multipart(fields, file) {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.text}\r\n`;
  return `${parts.join('')}${filePart}--${BOUNDARY}--\r\n`;
}

hooks.beforeAll((transactions, done) => {
  const first = transactions[0];
  origin = `${first.protocol}//${first.host}:${first.port}`;
  signIn().then(() => done(), done);
});

hooks.beforeEach((transaction) => {
  const status = transaction.expected.statusCode;
  const request = transaction.request;
  if (status !== '403') request.headers.Authorization = `Bearer ${token}`;
  const upload = UPLOADS[request.uri];
  const download = status === '200' && DOWNLOADS.find((d) => request.uri.startsWith(d.uri));
  if (upload && status !== '400') {
    request.headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    const file = status === '413' ? { name: 'too-large.txt', type: 'text/plain', text: 'x'.repeat(UPLOAD_LIMIT_BYTES + 1) } : upload.file;
    request.body = multipart(upload.body, file);
  } else if (status === '400') {
    request.headers['Content-Type'] = 'application/json';
    request.body = '{';
  } else if (download) {
    transaction.expected.headers = { 'Content-Type': download.file.type };
    transaction.expected.body = download.file.text;
  }
});

/** The step the class's example follows (contract/examples.json): the ADMIN leaves its published password. */
const OWN_PASSWORD = examples['sim.classroom.make'].after.find((step) => typeof step === 'object');

hooks.beforeEach((transaction, done) => {
  const { method, uri } = transaction.request;
  // A trainee's call: the document has no example of it, and the hooks' ADMIN session is refused it.
  if (uri === '/sim/classroom/me/answer' && transaction.expected.statusCode === '200') transaction.skip = true;
  if (method !== 'POST' || uri !== '/sim/classroom' || transaction.expected.statusCode !== '200' || account.password === OWN_PASSWORD.request.body.password) return done();
  fetch(`${origin}/api/v1/user/store`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(OWN_PASSWORD.request.body) })
    .then((res) => res.json())
    .then((body) => {
      if (body.result !== 0) throw new Error(`Dredd hooks: ${OWN_PASSWORD.why} failed: ${JSON.stringify(body)}`);
      account.password = OWN_PASSWORD.request.body.password;
      done();
    }, done);
});

hooks.afterEach((transaction, done) => {
  // Signing out, and the cockpit's "end every session", end the hooks' session too.
  if (!['/api/v1/auth/logout', '/sim/sessions/expire'].some((uri) => transaction.request.uri.startsWith(uri))) return done();
  signIn().then(() => done(), done);
});
