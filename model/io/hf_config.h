// A Hugging Face `config.json` as the model section of a scenario: the shape (layers, hidden,
// FFN, vocabulary, heads, KV heads, head dim, tied embeddings, experts) and the parameter count
// computed from it with the catalog's formula (model/shape/catalog.h parameterBreakdown: GQA,
// tied embeddings, routed and shared experts, MLA). Families: Llama, Mistral, Mixtral, Qwen2,
// Qwen3 (dense and MoE), DeepSeek-V2/V3, GPT-NeoX. Anything the formula cannot count (a bias
// the family does not have, interleaved MoE layers, an unknown model_type) is refused with an
// issue naming the config field; the scenario is then left as it was.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/base/issue.h"
#include "model/base/scenario.h"
#include "model/shape/catalog.h"

namespace stepbudget {

struct HfImport {
    std::string family;  // model_type as given: "llama", "qwen3_moe", "deepseek_v3", ...
    ModelShape shape;    // the full shape, norms and biases included
    ModelSpec model;     // what the scenario's model section becomes (params from the shape)
    ParamBreakdown breakdown;
    double params = 0;               // total parameters from the shape
    double active_params = 0;        // per token (= params for a dense model)
    std::vector<std::string> notes;  // what the count leaves out (DeepSeek-V3's MTP module)
    Issues issues;                   // path = the config field ("num_hidden_layers")
    bool ok() const { return issues.empty(); }
};

// `name` names the model when the config does not ("_name_or_path"); e.g. the file's folder.
HfImport parseHfConfig(std::string_view json_text, std::string_view name = {});
// Reads the file (at most 1 MiB) and parses it; the name defaults to the folder holding it.
HfImport loadHfConfigFile(const std::string& path);
// Replaces scenario.model with the import (nothing else changes); false when !import.ok().
bool applyHfImport(Scenario& scenario, const HfImport& import);

// Whether a JSON text is a Hugging Face config (a "model_type" and no preset "schema"), so a
// dropped or opened .json goes to the importer instead of the preset loader.
bool isHfConfigText(std::string_view json_text);
bool isHfConfigFile(const std::string& path);

// The model_type values parseHfConfig accepts.
const std::vector<std::string>& supportedHfModelTypes();

}  // namespace stepbudget
