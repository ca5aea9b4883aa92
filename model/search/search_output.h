// The plan search's output formats (docs/cli.md "search"): JSON (the public contract), CSV
// (one row per layout of the front and the top-K, and with rejections every other layout with
// its reason) and Markdown tables.
#pragma once

#include <ostream>
#include <string>

#include "model/search/search.h"

namespace stepbudget {

// The write* forms stream to `out` as they format: the rejections of --explain are written one
// by one instead of as one tree and one string (memory in docs/hardening.md).
void writeSearchJson(const SearchResults& results, std::ostream& out);
void writeSearchCsv(const SearchResults& results, std::ostream& out);
void writeSearchMarkdown(const SearchResults& results, std::ostream& out);
std::string searchToJson(const SearchResults& results);
std::string searchToCsv(const SearchResults& results);
std::string searchToMarkdown(const SearchResults& results);

}  // namespace stepbudget
