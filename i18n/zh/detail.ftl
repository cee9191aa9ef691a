# 库报告的错误，改写成带位置的句子（src/i18n/library_error.rs）。
detail-json-eof = 内容在第 { $line } 行第 { $column } 列提前结束了
detail-json-syntax = 第 { $line } 行第 { $column } 列不是有效的 JSON
detail-json-data = 第 { $line } 行第 { $column } 列的值不符合格式（{ $detail }）
detail-io-not-found = 它不存在
detail-io-permission = 没有访问权限
detail-io-is-folder = 这是文件夹，不是文件
detail-io-not-folder = 这不是文件夹
detail-io-invalid-data = 内容无法读取
detail-io-other = 系统错误（{ $detail }）
