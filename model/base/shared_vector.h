// An immutable vector whose copies share one buffer. A deep pipeline's timeline and memory
// strips are tens of megabytes (p = 64, m = 1024: 8-17 MB of ops and 12-26 MB of memory steps
// per schedule); Results are copied from the per-thread memo on every evaluate(), handed from
// the worker to the window and kept by the views, so a plain vector copied them each time
// (milliseconds per copy on the GUI path, and one copy per holder in RSS). Copying a
// SharedVector costs one reference count; the elements are never modified after
// construction, so sharing across threads is safe.
#pragma once

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace stepbudget {

template <class T>
class SharedVector {
public:
    using value_type = T;
    using const_iterator = const T*;
    using iterator = const T*;  // read-only: every iterator is const

    SharedVector() = default;
    // NOLINTNEXTLINE(google-explicit-constructor): a built vector becomes the shared one
    SharedVector(std::vector<T>&& values)
        : m_data(values.empty() ? nullptr
                                : std::make_shared<const std::vector<T>>(std::move(values))) {}
    SharedVector(std::initializer_list<T> values) : SharedVector(std::vector<T>(values)) {}

    std::size_t size() const { return m_data ? m_data->size() : 0; }
    bool empty() const { return size() == 0; }
    const T* data() const { return m_data ? m_data->data() : nullptr; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size(); }
    const T& operator[](std::size_t i) const { return (*m_data)[i]; }
    const T& front() const { return m_data->front(); }
    const T& back() const { return m_data->back(); }
    // Drops this holder's reference (the buffer lives on in other copies).
    void clear() { m_data.reset(); }
    const std::vector<T>& vector() const {
        static const std::vector<T> kEmpty;
        return m_data ? *m_data : kEmpty;
    }

private:
    std::shared_ptr<const std::vector<T>> m_data;
};

}  // namespace stepbudget
