// Portman's collection test script: a session that ended (signed out, revoked: HTTP 403, or expired:
// a message saying so, as the document describes) is dropped, so the next request signs in again.
let answer = {};
try {
  answer = pm.response.json();
} catch (e) {
  // a file, or not JSON: the jsonBody test says so where JSON was due
}
const said = String((answer && (answer.message || answer.msg)) || '');
if (pm.request.url.getPath().endsWith('/auth/logout') || pm.response.code === 403 || /expired/i.test(said)) pm.collectionVariables.unset('bearerToken');
