#!/bin/sh
# The format check (CTest's `format`): every C++ file of the project as .clang-format says, with
# Debian 12's clang-format (14). Lists the files that differ and fails if there are any.
# Usage: tests/check-format.sh CLANG_FORMAT SOURCE_DIR
set -eu
clang_format=$1
cd "$2"
status=0
for file in $(find app core tests ui -name '*.cpp' -o -name '*.h' | sort); do
    if ! "$clang_format" --dry-run --Werror "$file" 2>/dev/null; then
        echo "not formatted: $file (run: $clang_format -i $file)"
        status=1
    fi
done
exit $status
