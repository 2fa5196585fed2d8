// Dredd hooks (not part of npm test; docs/decisions.md, The OpenAPI document in other
// people's tools). Dredd sends each operation's example request for every status the document
// lists and cannot sign in, so these hooks make each transaction the situation its status
// describes: a signed-in call for 200, no token for 403, a body that is not JSON for 400, a file one
// byte over the limit for 413, and a real multipart body for the uploads (Dredd sends none). The
// call that signs out ends the session, so a new one is opened after it. Against a simulator on a
// throw-away world (the calls write):
//   npm run openapi -- /tmp/openapi.json
//   SIM_DB=:memory: SIM_SPEED=0 PORT=8090 node bin/kiosk-console.js &
//   npx -y dredd@14.1.0 /tmp/openapi.json http://127.0.0.1:8090 --hookfiles=scripts/dredd/hooks.cjs
// DREDD_USER / DREDD_PASSWORD sign in as another account (default the simulator's admin).
const hooks = require('hooks');

const account = { userId: process.env.DREDD_USER ?? 'admin', password: process.env.DREDD_PASSWORD ?? 'admin1234' };
/** UPLOAD_LIMIT_BYTES (sim-server/src/options.ts): 10 MB. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** The fields each upload needs besides its file: a record the admin reaches, a kind of document. */
const UPLOAD_FIELDS = {
  '/api/v1/product/fileUpload': { productIdx: '1', kind: 'ATTACHMENT' },
  '/api/v1/user/fileUpload': { userIdx: '1', documentType: 'ETC' },
};
const BOUNDARY = 'dredd-hooks-boundary';

let origin = null;
let token = null;

async function signIn() {
  const res = await fetch(`${origin}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) });
  const body = await res.json();
  if (!body.accessToken) throw new Error(`Dredd hooks: signing in as ${account.userId} failed: ${JSON.stringify(body)}`);
  token = body.accessToken;
}

function multipart(fields, fileBytes) {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="dredd.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(fileBytes)}\r\n`;
  return `${parts.join('')}${file}--${BOUNDARY}--\r\n`;
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
  const uploadFields = UPLOAD_FIELDS[request.uri];
  if (uploadFields && status !== '400') {
    request.headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    request.body = multipart(uploadFields, status === '413' ? UPLOAD_LIMIT_BYTES + 1 : 16);
  } else if (status === '400') {
    request.headers['Content-Type'] = 'application/json';
    request.body = '{';
  }
});

hooks.afterEach((transaction, done) => {
  if (!transaction.request.uri.startsWith('/api/v1/auth/logout')) return done();
  signIn().then(() => done(), done);
});
