module wormweave

go 1.26
