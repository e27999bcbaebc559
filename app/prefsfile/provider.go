package prefsfile

import "fyne.io/fyne/v2"

// Provider puts a Store in the place of Fyne's preferences, through the
// one door Fyne opens for that: a cloud provider's preferences
// (App.SetCloudProvider). Fyne's own store then stops saving: its saves
// run only while it is the application's store. It syncs nothing with any
// cloud.
type Provider struct {
	Store *Store
}

var (
	_ fyne.CloudProvider            = Provider{}
	_ fyne.CloudProviderPreferences = Provider{}
)

// ProviderDescription describes the provider, for a cloud settings page.
func (Provider) ProviderDescription() string { return "preferences kept in a local file" }

// ProviderIcon has no icon.
func (Provider) ProviderIcon() fyne.Resource { return nil }

// ProviderName names the provider.
func (Provider) ProviderName() string { return "local file" }

// Cleanup writes what is pending.
func (p Provider) Cleanup(fyne.App) { _ = p.Store.Flush() }

// Setup has nothing to set up.
func (Provider) Setup(fyne.App) error { return nil }

// CloudPreferences is the store.
func (p Provider) CloudPreferences(fyne.App) fyne.Preferences { return p.Store }
