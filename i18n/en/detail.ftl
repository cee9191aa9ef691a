# Library errors as sentences with the place (src/i18n/library_error.rs).
detail-json-eof = the text ends too early, at line { $line }, column { $column }
detail-json-syntax = the text is not valid JSON at line { $line }, column { $column }
detail-json-data = a value does not fit at line { $line }, column { $column } ({ $detail })
detail-io-not-found = it does not exist
detail-io-permission = permission denied
detail-io-is-folder = it is a folder, not a file
detail-io-not-folder = it is not a folder
detail-io-invalid-data = its content cannot be read
detail-io-other = a system error ({ $detail })
