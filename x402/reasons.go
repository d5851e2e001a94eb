package x402

// The refusal reasons a facilitator answers with. They are the strings the official x402 SDKs
// (TypeScript @x402/evm and Go, which keep them character for character identical) use for
// the `exact` EVM scheme, and the protocol's own generic ones from the v2 specification (§9)
// where the scheme has none (network, payload, version, asset).
const (
	ReasonInvalidScheme           = "invalid_exact_evm_scheme"                             // accepted.scheme is not exact
	ReasonNetworkMismatch         = "invalid_exact_evm_network_mismatch"                   // accepted.network differs from the requirements'
	ReasonMissingDomain           = "invalid_exact_evm_missing_eip712_domain"              // requirements.extra lacks name or version
	ReasonRecipientMismatch       = "invalid_exact_evm_recipient_mismatch"                 // authorization.to is not payTo
	ReasonInvalidSignature        = "invalid_exact_evm_signature"                          // does not recover to authorization.from
	ReasonExpired                 = "invalid_exact_evm_payload_authorization_valid_before" // validBefore passed (or too close)
	ReasonNotYetValid             = "invalid_exact_evm_payload_authorization_valid_after"  // validAfter still ahead
	ReasonValueMismatch           = "invalid_exact_evm_authorization_value"                // value is not the amount
	ReasonTokenNameMismatch       = "invalid_exact_evm_token_name_mismatch"                // extra.name is not the token's
	ReasonTokenVersionMismatch    = "invalid_exact_evm_token_version_mismatch"             // extra.version is not the token's
	ReasonNonceUsed               = "invalid_exact_evm_nonce_already_used"                 // authorizationState is true
	ReasonInsufficientBalance     = "invalid_exact_evm_insufficient_balance"               // the payer holds less than value
	ReasonSimulationFailed        = "invalid_exact_evm_transaction_simulation_failed"      // eth_call reverts for another reason
	ReasonTransactionFailed       = "invalid_exact_evm_transaction_failed"                 // mined, reverted
	ReasonUnsupportedScheme       = "unsupported_scheme"                                   // requirements.scheme is not exact
	ReasonInvalidNetwork          = "invalid_network"                                      // not this facilitator's chain
	ReasonInvalidPayload          = "invalid_payload"                                      // malformed payload
	ReasonInvalidRequirements     = "invalid_payment_requirements"                         // malformed requirements, or an asset not settled here
	ReasonInvalidVersion          = "invalid_x402_version"                                 // not x402 v2
	ReasonUnexpectedVerifyError   = "unexpected_verify_error"                              // the node could not be asked
	ReasonUnexpectedSettleError   = "unexpected_settle_error"                              // the node could not be reached to settle
	ReasonInvalidTransactionState = "invalid_transaction_state"                            // the settlement's outcome is unknown
)
