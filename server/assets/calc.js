// Live calculator: asks the API's /v1/calc (the backend's own arithmetic, exactly `repledger calc`)
// as the user types; without JavaScript the form submits and the server renders the answer.
// Scores read as the leaderboard shows them ("4.01★"); an error clears the last answer, so a
// verdict never stands beside the error that replaced it.
(function () {
  var form = document.getElementById("calc-form");
  if (!form || !window.fetch) return;
  var out = {
    smoothed: document.getElementById("calc-smoothed"),
    lower: document.getElementById("calc-lower"),
    verdict: document.getElementById("calc-verdict"),
    error: document.getElementById("calc-error")
  };
  // The bps inputs and their star hints.
  var hints = [["c-prior", "c-prior-stars"], ["c-mean", "c-mean-stars"], ["c-floor", "c-floor-stars"]];
  var seq = 0;
  // stars formats as the page's Go template does: two decimals and the star after.
  function stars(bps) { return (bps / 2000).toFixed(2) + "★"; }
  function showHints() {
    hints.forEach(function (h) {
      var input = document.getElementById(h[0]), hint = document.getElementById(h[1]);
      if (!input || !hint) return;
      var v = input.value.trim();
      hint.textContent = /^[0-9]+$/.test(v) && +v <= 10000 ? "= " + stars(+v) : "";
    });
  }
  function fail(msg) {
    out.smoothed.textContent = "—";
    out.lower.textContent = "—";
    out.verdict.textContent = "—";
    out.verdict.className = "";
    out.error.textContent = msg;
  }
  function update() {
    showHints();
    var q = new URLSearchParams(new FormData(form)).toString();
    var n = ++seq;
    fetch("/v1/calc?" + q, { headers: { Accept: "application/json" } }).then(function (r) {
      return r.text().then(function (t) {
        var body = null;
        try { body = JSON.parse(t); } catch (e) { /* not JSON: reported below */ }
        return { ok: r.ok, status: r.status, body: body };
      });
    }).then(function (x) {
      if (n !== seq) return;
      var b = x.body;
      if (!x.ok || !b || typeof b.smoothed_bps !== "number") {
        fail(b && b.error && b.error.message ? b.error.message : "the calculator answered HTTP " + x.status + " without a result");
        return;
      }
      out.error.textContent = "";
      out.smoothed.textContent = stars(b.smoothed_bps);
      out.lower.textContent = stars(b.lower_bps);
      out.verdict.textContent = b.routable ? "✓ routable" : "✗ not routable (under the floor)";
      out.verdict.className = b.routable ? "ok" : "bad";
    }, function (err) {
      if (n !== seq) return;
      fail("the calculator could not be reached: " + err.message);
    });
  }
  form.addEventListener("input", update);
  form.addEventListener("submit", function (e) { e.preventDefault(); update(); });
})();
