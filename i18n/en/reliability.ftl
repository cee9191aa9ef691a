# Reliability: limits on input and files, and what happens past them.

fen-digits = Rank { $rank } contains “{ $found }”: a run of empty points is one digit from 1 to 9.

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

## YAML nesting guard (lesson::nesting)
nesting-too-deep = the YAML nests more than { $limit } levels deep here; the file is not read further
