// Section<T>: a value of type T held behind a pointer, so that Scenario and Results can hold a
// topic's section while only forward-declaring it. A header that many files include (scenario.h,
// results.h) then does not change when a topic adds a key or a result, and a translation unit
// needs the topic's header only where it reads the section's fields.
//
// Semantics are those of a plain T member: copying a Section copies the T (deep copy), and an
// untouched Section reads as a default-constructed T. Nothing here needs T to be complete except
// reading (*, ->) and writing, which only happen where the topic's header is included: the copy
// and destroy functions are captured when the value is first created, so Scenario's and Results'
// implicit copy, move and destructor work with an incomplete T.
#pragma once

#include <utility>

namespace stepbudget {

template <class T>
class Section {
public:
    Section() = default;
    Section(const T& value) { assign(value); }  // NOLINT(google-explicit-constructor): as T
    Section(const Section& other) : m_ops(other.m_ops) {
        if (other.m_value != nullptr) {
            m_value = m_ops->copy(other.m_value);
        }
    }
    Section(Section&& other) noexcept
        : m_value(std::exchange(other.m_value, nullptr)), m_ops(other.m_ops) {}
    Section& operator=(const Section& other) {
        if (this == &other) {
            return *this;
        }
        if (m_value != nullptr && other.m_value != nullptr) {
            m_ops->assign(m_value, other.m_value);  // in place: T's assignment reuses storage
        } else {
            Section copy(other);
            swap(copy);
        }
        return *this;
    }
    Section& operator=(Section&& other) noexcept {
        Section moved(std::move(other));
        swap(moved);
        return *this;
    }
    Section& operator=(const T& value) {
        assign(value);
        return *this;
    }
    // A section computed by value (evaluate(): r.rl = computeRl(...)) is moved in, not copied.
    Section& operator=(T&& value) {
        if (m_value != nullptr) {
            *m_value = std::move(value);
        } else {
            m_ops = ops();
            m_value = new T(std::move(value));
        }
        return *this;
    }
    ~Section() {
        if (m_value != nullptr) {
            m_ops->destroy(m_value);
        }
    }

    // Reading: an untouched section is the type's defaults.
    const T& operator*() const { return m_value != nullptr ? *m_value : defaults(); }
    const T* operator->() const { return &**this; }
    operator const T&() const { return **this; }  // NOLINT(google-explicit-constructor)

    // Writing: creates the value on first use.
    T& operator*() { return mutableValue(); }
    T* operator->() { return &mutableValue(); }
    operator T&() { return mutableValue(); }  // NOLINT(google-explicit-constructor)

    void swap(Section& other) noexcept {
        std::swap(m_value, other.m_value);
        std::swap(m_ops, other.m_ops);
    }

private:
    struct Ops {
        T* (*copy)(const T*);
        void (*destroy)(T*);
        void (*assign)(T*, const T*);
    };
    static const Ops* ops() {
        static const Ops o{[](const T* v) { return new T(*v); }, [](T* v) { delete v; },
                           [](T* to, const T* from) { *to = *from; }};
        return &o;
    }
    static const T& defaults() {
        static const T d{};
        return d;
    }
    T& mutableValue() {
        if (m_value == nullptr) {
            m_ops = ops();
            m_value = new T();
        }
        return *m_value;
    }
    void assign(const T& value) {
        if (m_value != nullptr) {
            *m_value = value;
        } else {
            m_ops = ops();
            m_value = new T(value);
        }
    }

    T* m_value = nullptr;
    const Ops* m_ops = nullptr;
};

}  // namespace stepbudget
