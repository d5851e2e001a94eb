package txmgr

import (
	"errors"
	"testing"
)

// Node answers as geth, anvil and others word them, in various cases.
func TestClassify(t *testing.T) {
	cases := []struct {
		msg  string
		want sendResult
	}{
		{"already known", sendAccepted},
		{"ALREADY KNOWN", sendAccepted},
		{"transaction already imported", sendAccepted},
		{"ALREADY_KNOWN", sendAccepted},
		{"nonce too low: address 0xabc, tx: 1 state: 4", sendNonceTooLow},
		{"Nonce too low", sendNonceTooLow},
		{"NONCE_TOO_LOW", sendNonceTooLow},
		{"OldNonce", sendNonceTooLow},
		{"replacement transaction underpriced", sendUnderpriced},
		{"Replacement Transaction Underpriced", sendUnderpriced},
		{"REPLACEMENT_UNDERPRICED", sendUnderpriced},
		{"transaction underpriced: tip needed 1, tip permitted 0", sendUnderpriced},
		{"max fee per gas less than block base fee", sendUnderpriced},
		{"insufficient funds for gas * price + value", sendFailed},
		{"intrinsic gas too low", sendFailed},
		{"unknown transaction type", sendFailed},
		{"connection refused", sendFailed},
	}
	for _, tc := range cases {
		if got := classify(errors.New(tc.msg)); got != tc.want {
			t.Errorf("classify(%q) = %d, want %d", tc.msg, got, tc.want)
		}
	}
	if classify(nil) != sendAccepted {
		t.Error("classify(nil) is not acceptance")
	}
}
