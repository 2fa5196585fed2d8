// Portman's collection pre-request script: whenever no session is held, sign in first (the
// collection's userId and password) and keep the accessToken as the bearer of every call.
if (!pm.collectionVariables.get('bearerToken') && !pm.request.url.getPath().endsWith('/auth/login')) {
  pm.sendRequest(
    {
      url: pm.variables.replaceIn('{{baseUrl}}/api/v1/auth/login'),
      method: 'POST',
      header: { 'Content-Type': 'application/json' },
      body: { mode: 'raw', raw: JSON.stringify({ userId: pm.collectionVariables.get('userId'), password: pm.collectionVariables.get('password') }) },
    },
    (error, response) => {
      if (!error) pm.collectionVariables.set('bearerToken', response.json().accessToken);
    },
  );
}
