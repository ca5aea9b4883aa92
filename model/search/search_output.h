// The plan search's output formats (docs/cli.md "search"): JSON (the public contract), CSV
// (one row per layout of the front and the top-K, and with rejections every other layout with
// its reason) and Markdown tables.
#pragma once

#include <string>

#include "model/search/search.h"

namespace stepbudget {

std::string searchToJson(const SearchResults& results);
std::string searchToCsv(const SearchResults& results);
std::string searchToMarkdown(const SearchResults& results);

}  // namespace stepbudget
