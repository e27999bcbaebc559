# The MIME type of game records (packaging/org.wormweave.app.xml), added
# to the packager's Makefile by scripts/package.sh: its four targets get
# one more prerequisite each. @SHARE@ is the package's share folder.
# The database is updated on a real install only: a staged one (DESTDIR)
# leaves it to the system's package manager.

MimeXML := org.wormweave.app.xml
update-mime = if [ -z "$(DESTDIR)" ] && command -v update-mime-database >/dev/null; then update-mime-database "$(1)"; fi

install: install-mime
uninstall: uninstall-mime
user-install: user-install-mime
user-uninstall: user-uninstall-mime

install-mime:
	install -Dm00644 @SHARE@/mime/packages/$(MimeXML) $(DESTDIR)$(PREFIX)/share/mime/packages/$(MimeXML)
	@$(call update-mime,$(PREFIX)/share/mime)
uninstall-mime:
	-rm $(DESTDIR)$(PREFIX)/share/mime/packages/$(MimeXML)
	@$(call update-mime,$(PREFIX)/share/mime)
user-install-mime:
	install -Dm00644 @SHARE@/mime/packages/$(MimeXML) $(DESTDIR)$(HOME)/.local/share/mime/packages/$(MimeXML)
	@$(call update-mime,$(HOME)/.local/share/mime)
user-uninstall-mime:
	-rm $(DESTDIR)$(HOME)/.local/share/mime/packages/$(MimeXML)
	@$(call update-mime,$(HOME)/.local/share/mime)

.PHONY: install-mime uninstall-mime user-install-mime user-uninstall-mime
