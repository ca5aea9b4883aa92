// LiteralText: read-only text that is either a string literal, held by pointer, or an owned
// std::string. Derivation ids, titles and formulas are literals almost everywhere; as
// std::string each one longer than the small-string buffer (15 bytes) cost a heap allocation
// and a free on every evaluate() (~600 of 1,265 per call on the design case), so a slider tick
// paid for copying text that never changes.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

namespace stepbudget {

class LiteralText {
public:
    LiteralText() = default;
    // `literal` must have static storage (a string literal, QT_TRANSLATE_NOOP, toString() of an
    // enum): only the pointer is kept. Text built at run time goes through std::string.
    LiteralText(const char* literal) : literal_(literal), size_(std::strlen(literal)) {}
    LiteralText(std::string owned) : owned_(std::move(owned)) {}

    std::string_view view() const {
        return literal_ != nullptr ? std::string_view(literal_, size_) : std::string_view(owned_);
    }
    operator std::string_view() const { return view(); }
    std::string str() const { return std::string(view()); }
    // NUL-terminated: a literal is, and so is std::string's buffer.
    const char* c_str() const { return literal_ != nullptr ? literal_ : owned_.c_str(); }
    const char* data() const { return c_str(); }
    std::size_t size() const { return literal_ != nullptr ? size_ : owned_.size(); }
    bool empty() const { return size() == 0; }
    std::size_t find(std::string_view s, std::size_t pos = 0) const { return view().find(s, pos); }
    std::size_t find(char c, std::size_t pos = 0) const { return view().find(c, pos); }
    std::size_t rfind(std::string_view s, std::size_t pos = std::string::npos) const {
        return view().rfind(s, pos);
    }
    bool startsWith(std::string_view prefix) const {
        return view().substr(0, prefix.size()) == prefix;
    }

    friend bool operator==(const LiteralText& a, const LiteralText& b) {
        return a.view() == b.view();
    }
    friend bool operator==(const LiteralText& a, std::string_view b) { return a.view() == b; }
    friend bool operator==(const LiteralText& a, const char* b) { return a.view() == b; }
    friend bool operator==(const LiteralText& a, const std::string& b) { return a.view() == b; }
    friend bool operator==(std::string_view a, const LiteralText& b) { return a == b.view(); }
    friend bool operator==(const char* a, const LiteralText& b) { return a == b.view(); }
    friend bool operator==(const std::string& a, const LiteralText& b) { return a == b.view(); }
    template <typename T>
    friend bool operator!=(const LiteralText& a, const T& b) {
        return !(a == b);
    }
    friend bool operator<(const LiteralText& a, const LiteralText& b) {
        return a.view() < b.view();
    }

    friend std::string operator+(std::string a, const LiteralText& b) { return a.append(b.view()); }
    friend std::string operator+(const char* a, const LiteralText& b) {
        return std::string(a).append(b.view());
    }
    friend std::string operator+(const LiteralText& a, std::string_view b) {
        return a.str().append(b);
    }
    friend std::string operator+(const LiteralText& a, const char* b) { return a.str().append(b); }
    friend std::string operator+(const LiteralText& a, const std::string& b) {
        return a.str().append(b);
    }

    // Streams like a string_view (std::ostream needs no include here).
    template <typename Stream>
    friend auto operator<<(Stream& out, const LiteralText& t)
        -> decltype(out << std::string_view()) {
        return out << t.view();
    }

private:
    const char* literal_ = nullptr;  // non-null: the text, static storage, size_ bytes
    std::size_t size_ = 0;
    std::string owned_;
};

}  // namespace stepbudget
