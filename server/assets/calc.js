// Live calculator: asks the API's /v1/calc (the backend's own arithmetic, exactly `repledger calc`)
// as the user types; without JavaScript the form submits and the server renders the answer.
(function () {
  var form = document.getElementById("calc-form");
  if (!form || !window.fetch) return;
  var out = {
    smoothed: document.getElementById("calc-smoothed"),
    lower: document.getElementById("calc-lower"),
    verdict: document.getElementById("calc-verdict"),
    error: document.getElementById("calc-error")
  };
  var seq = 0;
  function stars(bps) { return "★ " + (bps / 2000).toFixed(2); }
  function update() {
    var q = new URLSearchParams(new FormData(form)).toString();
    var n = ++seq;
    fetch("/v1/calc?" + q).then(function (r) { return r.json().then(function (b) { return [r.ok, b]; }); }).then(function (x) {
      if (n !== seq) return;
      if (!x[0]) { out.error.textContent = x[1].error.message; return; }
      out.error.textContent = "";
      out.smoothed.textContent = stars(x[1].smoothed_bps);
      out.lower.textContent = stars(x[1].lower_bps);
      out.verdict.textContent = x[1].routable ? "✓ routable" : "✗ below the floor";
      out.verdict.className = x[1].routable ? "ok" : "bad";
    });
  }
  form.addEventListener("input", update);
  form.addEventListener("submit", function (e) { e.preventDefault(); update(); });
})();
