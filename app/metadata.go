package app

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
)

// ParseFyneApp reads the [Details] table of a FyneApp.toml: the name, the
// application ID, the version and the build. A plain go build does not
// compile the file in (Fyne then reports version 0.0.1), so the main
// package embeds it and hands it to Fyne; the About box shows its version.
//
// Only what the file holds is understood: keys with quoted strings or
// integers, one per line.
func ParseFyneApp(data []byte) (fyne.AppMetadata, error) {
	var m fyne.AppMetadata
	table := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") {
			table = strings.Trim(line, "[] ")
			continue
		}
		if table != "Details" {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			return m, fmt.Errorf("FyneApp.toml:%d: no '=' in %q", n, line)
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		switch key {
		case "Name", "ID", "Version", "Icon":
			s, err := strconv.Unquote(value)
			if err != nil {
				return m, fmt.Errorf("FyneApp.toml:%d: %s is not a quoted string: %s", n, key, value)
			}
			switch key {
			case "Name":
				m.Name = s
			case "ID":
				m.ID = s
			case "Version":
				m.Version = s
			}
		case "Build":
			b, err := strconv.Atoi(value)
			if err != nil {
				return m, fmt.Errorf("FyneApp.toml:%d: Build is not a number: %s", n, value)
			}
			m.Build = b
		}
	}
	if m.Version == "" {
		return m, fmt.Errorf("FyneApp.toml: no Version in [Details]")
	}
	return m, sc.Err()
}
