# Files and libraries: reading files with limits (src/fsio/, fsio-*), and the errors of
# libraries (I/O, JSON) as sentences with the place (detail-*).

## Reading files (crate::fsio)
fsio-not-found = no such file
fsio-not-a-file-folder = this is a folder, not a file
fsio-not-a-file-fifo = this is a named pipe (FIFO), not a regular file; it is not read
fsio-not-a-file-device = this is a device, not a regular file; it is not read
fsio-not-a-file-socket = this is a socket, not a regular file; it is not read
fsio-not-a-file-special = this is not a regular file; it is not read
fsio-too-large = the file has { $size } bytes, more than the limit of { $limit } bytes; it is not read
fsio-not-utf8 = the file is not UTF-8 text
fsio-io = cannot be read: { $error }
fsio-folder-unreadable = this folder cannot be read ({ $error }); the other folders are still read
fsio-folder-repeated = a link to a folder that was already read; skipped, so each folder is read once
fsio-folder-too-deep = more than { $depth } folders deep; not read
# Library errors as sentences with the place (src/i18n/library_error.rs).
detail-json-eof = the text ends too early, at line { $line }, column { $column }
detail-json-syntax = the text is not valid JSON at line { $line }, column { $column }
detail-json-data = a value does not fit at line { $line }, column { $column } ({ $detail })
detail-io-not-found = it does not exist
detail-io-permission = permission denied
detail-io-is-folder = it is a folder, not a file
detail-io-not-folder = it is not a folder
detail-io-invalid-data = its content cannot be read
detail-io-disk-full = the disk is full
detail-io-refused = the connection was refused; the server may not be running
detail-io-timed-out = no answer came in time
detail-io-connection-lost = the connection was broken off
detail-io-unreachable = the network cannot reach it
detail-io-address-in-use = the address is already in use
detail-io-other = a system error ({ $detail })
