/*
 * Decodes the 'View as service' hand-off in plain browser JavaScript with WebCrypto, as the service portal would.
 * The format is stated once, in the header of src/authProvider/handoff.ts.
 * The passphrase comes from config.json (see servicePortalConfig in mock-api/handlers/services.ts for why).
 * Nothing is stored: this demo page only shows what it received, then asks the portal API who the service is,
 * with the handed-over token, to prove the token works.
 */
(function () {
  'use strict';
  var enc = new TextEncoder();
  var dec = new TextDecoder('utf-8', { fatal: true });
  // The spec's parameter names (portal-core §2, §6). Their home is HANDOFF_HASH_PARAMS, HANDOFF_COUNTER_PARAM and
  // HANDOFF_COUNTER_LENGTH in src/shared/constants.ts; this static script cannot import it, so
  // src/authProvider/handoff.spec.ts checks that these lines match it.
  var HASH_PARAMS = {"accessToken": "tokenHash", "auth": "authHash", "viewer": "viewerHash"};
  var COUNTER_PARAM = "counter";
  var COUNTER_PATTERN = /^[A-Za-z0-9]{12}[0-9]*$/;

  function $(id) { return document.getElementById(id); }

  function hexToBytes(hex) {
    var out = new Uint8Array(hex.length / 2);
    for (var i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
    return out;
  }
  function base64ToBytes(b64) {
    var bin = atob(b64);
    var out = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }
  function toHex(buf) {
    return Array.prototype.map.call(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }

  async function decryptValue(value, passphrase) {
    value = value.replace(/ /g, '+');
    if (!/^[0-9a-f]{64}[A-Za-z0-9+/]+=*$/i.test(value)) throw new Error('malformed value');
    var salt = hexToBytes(value.slice(0, 32));
    var iv = hexToBytes(value.slice(32, 64));
    var cipher = base64ToBytes(value.slice(64));
    var base = await crypto.subtle.importKey('raw', enc.encode(passphrase), 'PBKDF2', false, ['deriveKey']);
    var key = await crypto.subtle.deriveKey(
      { name: 'PBKDF2', salt: salt, iterations: 1024, hash: 'SHA-256' },
      base,
      { name: 'AES-CBC', length: 256 },
      false,
      ['decrypt'],
    );
    var plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: iv }, key, cipher);
    return dec.decode(plain);
  }

  async function sha256Hex(text) {
    return toHex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
  }

  async function read(q, name, passphrase) {
    var value = q.get(name);
    var hash = q.get(HASH_PARAMS[name]);
    if (!value || !hash) throw new Error('missing ' + name);
    var text = await decryptValue(value, passphrase);
    if ((await sha256Hex(text)) !== hash.toLowerCase()) throw new Error('hash mismatch for ' + name);
    return text;
  }

  function fail(reason) {
    $('heading').textContent = 'This hand-off link is invalid.';
    $('heading').className = 'error';
    $('status').textContent = 'The values could not be verified (' + reason + ').';
  }

  async function main() {
    var q = new URLSearchParams(window.location.search);
    var counter = q.get(COUNTER_PARAM);
    if (!counter || !COUNTER_PATTERN.test(counter)) return fail('missing counter');
    var res = await fetch('/view-portal-user-service/config.json');
    if (!res.ok) return fail('no configuration');
    var passphrase = (await res.json()).handoffPassphrase;
    var accessToken, auth, viewer;
    try {
      accessToken = await read(q, 'accessToken', passphrase);
      auth = JSON.parse(await read(q, 'auth', passphrase));
      viewer = JSON.parse(await read(q, 'viewer', passphrase));
      if (auth.accessToken !== accessToken) throw new Error('token mismatch');
    } catch (e) {
      return fail(e && e.message ? e.message : 'decryption failed');
    }
    // Ask the portal back end for the service with the handed-over token.
    var serviceName = viewer.service_name || '';
    var svc = await fetch('/api/services-get/' + encodeURIComponent(viewer.center_id), {
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + accessToken },
    });
    if (!svc.ok) return fail('the token was refused (' + svc.status + ')');
    serviceName = (await svc.json()).name || serviceName;
    document.title = 'Viewing ' + serviceName;
    $('heading').textContent = 'Viewing as ' + serviceName;
    $('heading').className = 'ok';
    $('status').textContent = 'Hand-off verified: every value matched its hash.';
    $('service').textContent = serviceName;
    $('service-id').textContent = String(viewer.center_id);
    $('user').textContent = viewer.name;
    $('email').textContent = viewer.email;
    $('type').textContent = viewer.type;
    $('counter').textContent = counter;
    $('details').hidden = false;
  }

  main().catch(function (e) { fail(e && e.message ? e.message : 'unexpected error'); });
})();
