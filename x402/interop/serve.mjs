// The official x402 express middleware in front of one paid route, settling through the
// facilitator at X402_FACILITATOR_URL. It listens on a free loopback port and prints
// {"port": N} once it serves. Used by go test ./x402/ -run Interop.
//   env: X402_FACILITATOR_URL, X402_NETWORK (eip155:<id>), X402_ASSET, X402_PAY_TO,
//        X402_AMOUNT (base units), X402_ASSET_NAME, X402_ASSET_VERSION
import express from "express";
import { paymentMiddleware, x402ResourceServer } from "@x402/express";
import { HTTPFacilitatorClient } from "@x402/core/server";
import { ExactEvmScheme } from "@x402/evm/exact/server";

const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};
const network = env("X402_NETWORK");
const facilitator = new HTTPFacilitatorClient({ url: env("X402_FACILITATOR_URL") });
const server = new x402ResourceServer(facilitator).register(network, new ExactEvmScheme());
// The price is given as an asset amount: the exact scheme knows default assets only for named
// networks, and a local chain's asset is the test token.
const routes = {
  "GET /answer": {
    accepts: {
      scheme: "exact",
      network,
      payTo: env("X402_PAY_TO"),
      maxTimeoutSeconds: 300,
      price: {
        amount: env("X402_AMOUNT"),
        asset: env("X402_ASSET"),
        extra: { name: env("X402_ASSET_NAME"), version: env("X402_ASSET_VERSION") },
      },
    },
    description: "a paid answer",
  },
};
let served = 0;
const app = express();
app.use(paymentMiddleware(routes, server));
app.get("/answer", (req, res) => {
  served++;
  res.type("text/plain").send("the answer");
});
app.get("/served", (req, res) => res.json({ served }));
const listener = app.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: listener.address().port }));
});
