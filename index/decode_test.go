package index

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// The hand-written Rated decoder reads what the generated binding reads, and refuses data of
// the wrong length or a value too wide for its type.
func TestDecodeRatedMatchesABI(t *testing.T) {
	ix := benchIndexer(t, nil)
	logs := ratedLogs(t, common.HexToAddress("0x1ed9e7"), 500, 37)
	for i := range logs {
		got, err := decodeRated(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		ev, err := ix.ledgerABI.UnpackRatedEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		if got.Agent != ev.AgentId.String() || got.Escrow != ev.Escrow || got.Job != ev.JobId.String() || got.Payer != ev.Payer ||
			got.Rating != ev.Rating || got.Kind != ev.Kind || got.Weight != ev.Weight.String() ||
			got.Completion != ev.CompletionEpoch.Uint64() || got.Applied != ev.AppliedEpoch.Uint64() {
			t.Fatalf("log %d: hand %+v, binding %+v", i, got, ev)
		}
	}
	bad := logs[0]
	bad.Data = append([]byte(nil), bad.Data...)
	bad.Data[32] = 1 // the rating word no longer fits a uint8
	if _, err := decodeRated(&bad); err == nil {
		t.Fatal("a rating wider than uint8 was decoded")
	}
	short := logs[0]
	short.Data = short.Data[:160]
	if _, err := decodeRated(&short); err == nil {
		t.Fatal("short data was decoded")
	}
}
