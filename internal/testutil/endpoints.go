package testutil

import (
	"fmt"
	"net"
	"sync"
	"testing"
)

// ClosedURL is scheme://127.0.0.1:PORT with nothing listening on PORT: a dial is refused at once.
func ClosedURL(t testing.TB, scheme string) string {
	t.Helper()
	port, err := FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%s://127.0.0.1:%d", scheme, port)
}

// SilentURL is scheme://127.0.0.1:PORT served by a listener that accepts connections and never
// answers, not even the WebSocket handshake: a node that hangs. It closes with the test.
func SilentURL(t testing.TB, scheme string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var (
		mu    sync.Mutex
		conns []net.Conn
	)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return fmt.Sprintf("%s://%s", scheme, l.Addr())
}
