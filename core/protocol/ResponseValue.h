// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>

#include <memory>

namespace sandman {

// A final response kept as the C++ value it was made from. A transport that serialises asks
// for its JSON; the in-process transport hands the value itself to a client that reads that
// type (ResponseOf<T>), so a hot route such as exec neither builds nor parses JSON there.
class ResponseValue
{
public:
    virtual ~ResponseValue();
    // Exactly the body the route would send as JSON.
    virtual QJsonObject toJson() const = 0;
};

using ResponseValuePtr = std::shared_ptr<const ResponseValue>;

// T has toJson() const and T::fromJson(const QJsonObject &) giving back an equal value.
template<typename T> class ResponseOf : public ResponseValue
{
public:
    explicit ResponseOf(T value)
        : m_value(std::move(value))
    { }
    QJsonObject toJson() const override { return m_value.toJson(); }
    const T &value() const { return m_value; }

private:
    const T m_value;
};

template<typename T> ResponseValuePtr makeResponse(T value)
{
    return std::make_shared<const ResponseOf<T>>(std::move(value));
}

} // namespace sandman
