package server

import (
	"math"
	"regexp"
	"strconv"
	"testing"
)

// Every text colour of the page's palette reads against both backgrounds (the page and the
// cards) with at least WCAG AA's 4.5:1 contrast.
func TestPaletteContrast(t *testing.T) {
	css, err := assets.ReadFile("assets/style.css")
	if err != nil {
		t.Fatal(err)
	}
	vars := map[string]string{}
	for _, m := range regexp.MustCompile(`--(\w+):(#[0-9a-fA-F]{6})`).FindAllStringSubmatch(string(css), -1) {
		vars[m[1]] = m[2]
	}
	for _, bg := range []string{"bg", "card"} {
		for _, fg := range []string{"fg", "muted", "ok", "bad", "warn", "accent"} {
			if vars[bg] == "" || vars[fg] == "" {
				t.Fatalf("style.css has no --%s or --%s", bg, fg)
			}
			if r := contrast(vars[fg], vars[bg]); r < 4.5 {
				t.Errorf("--%s %s on --%s %s: contrast %.2f, want at least 4.5", fg, vars[fg], bg, vars[bg], r)
			}
		}
	}
}

func luminance(hex string) float64 {
	var c [3]float64
	for i := range c {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		s := float64(v) / 255
		if s <= 0.03928 {
			c[i] = s / 12.92
		} else {
			c[i] = math.Pow((s+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
}

func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}
