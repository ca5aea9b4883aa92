#include "model/io/data_file.h"

#include "model/io/scenario_json.h"

namespace stepbudget {

bool readDataFile(const std::string& path, std::string* text, Issues* issues) {
    std::string why;
    if (!readFileHead(path, kMaxPresetBytes, text, &why)) {
        issues->push_back({"", displayPath(path) + ": " + why});
        return false;
    }
    if (text->size() > kMaxPresetBytes) {
        issues->push_back({"", path + " is larger than 1 MiB"});
        return false;
    }
    return true;
}

}  // namespace stepbudget
