#include "model/evaluate/view_applicability.h"

#include "model/base/tr_noop.h"
#include "model/moe/moe.h"

namespace stepbudget {

std::string moeNotApplicable(const Scenario& scenario, const Results& results) {
    (void)scenario;
    if (!results.ok() || results.moe->enabled) {
        return {};
    }
    return QT_TRANSLATE_NOOP("Applicability",
                             "Not for this plan: the model is dense (model.experts = 0); no token "
                             "goes to an expert.");
}

}  // namespace stepbudget
