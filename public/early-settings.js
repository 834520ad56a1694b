// The web settings hold the first screen's loader. index.html runs this as it is parsed, so their
// round trip runs beside the download of the app's bundle instead of after the bundle has run; the
// app takes the answers (src/stores/settings.ts, takeEarlySettings) or asks again if they failed.
// Plain JavaScript served as is: a module of the bundle would wait for the whole bundle.
self.earlySettings = Promise.all(
  ['get_web_settings', 'get_system_configurations'].map((action) =>
    // a failed request or a body that is not the API's JSON: null, and the app asks again
    fetch(`/api/${action}`, { method: 'POST' })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null),
  ),
);
