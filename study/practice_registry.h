// What the code side of each practice generator provides to its texts: the answer's unit and
// the placeholder values it computes. The loader checks the texts against this.
#pragma once

#include <string>
#include <vector>

namespace stepbudget::study {

struct PracticeSlots {
    std::string id;
    std::string unit;
    bool integer_answer = false;
    std::vector<std::string> values;  // placeholder names the draw sets (besides {answer})
};

const std::vector<PracticeSlots>& practiceSlots();

}  // namespace stepbudget::study
