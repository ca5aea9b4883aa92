#include "model/shape/catalog_match.h"

namespace stepbudget {

const ModelShape* catalogModelByShape(const ModelSpec& model) {
    for (const ModelShape& entry : modelCatalog()) {
        Scenario named;
        named.model = model;
        named.model.name = entry.name;  // the name aside, is it this entry?
        if (modelMatchesCatalog(named, entry)) {
            return &entry;
        }
    }
    return nullptr;
}

}  // namespace stepbudget
