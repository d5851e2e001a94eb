// The official x402 fetch client pays one resource and prints what came back as one JSON line:
// {status, body, paymentResponse}. Used by go test ./x402/ -run Interop.
//   node pay.mjs <url>    with in the environment X402_PAYER_KEY=0x… (the payer's private key),
//   X402_NETWORK (eip155:<id>), X402_ASSET (the token) and X402_MAX_AMOUNT (base units)
import { wrapFetchWithPaymentFromConfig, decodePaymentResponseHeader } from "@x402/fetch";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { privateKeyToAccount } from "viem/accounts";

const [url] = process.argv.slice(2);
const account = privateKeyToAccount(process.env.X402_PAYER_KEY);
const network = process.env.X402_NETWORK;
// The client signs locally: the chain id comes from the requirements' network (eip155:<id>),
// so a local chain needs no viem chain definition here. Its spend controls pay only assets it
// knows by default (USDC and the like on named networks): the test token is opted in, capped.
const pay = wrapFetchWithPaymentFromConfig(fetch, {
  schemes: [{ network, client: new ExactEvmScheme(account) }],
  spendControls: {
    allowedAssets: [{ network, asset: process.env.X402_ASSET, maxAmountPerPayment: process.env.X402_MAX_AMOUNT }],
  },
});
try {
  const res = await pay(url, { method: "GET" });
  const header = res.headers.get("PAYMENT-RESPONSE");
  console.log(JSON.stringify({
    status: res.status,
    body: await res.text(),
    paymentResponse: header ? decodePaymentResponseHeader(header) : null,
  }));
} catch (err) {
  console.log(JSON.stringify({ error: String(err && err.stack || err) }));
  process.exitCode = 1;
}
