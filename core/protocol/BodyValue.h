// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>

#include <memory>

namespace sandman {

// A request's or a response's body kept as the C++ value it was made from. A transport that
// serialises asks for its JSON; the in-process transport hands the value itself across, to a
// route or a client that reads that type (BodyOf<T>), so a hot call such as exec neither builds
// nor parses JSON there.
class BodyValue
{
public:
    virtual ~BodyValue();
    // Exactly the body as it would be sent as JSON.
    virtual QJsonObject toJson() const = 0;
};

using BodyValuePtr = std::shared_ptr<const BodyValue>;

// T has toJson() const; what reads that JSON back gets an equal value.
template<typename T> class BodyOf : public BodyValue
{
public:
    explicit BodyOf(T value)
        : m_value(std::move(value))
    { }
    QJsonObject toJson() const override { return m_value.toJson(); }
    const T &value() const { return m_value; }

private:
    const T m_value;
};

template<typename T> BodyValuePtr makeBody(T value)
{
    return std::make_shared<const BodyOf<T>>(std::move(value));
}

} // namespace sandman
