// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeRbac.h"

namespace sandman::test {

namespace {

bool listed(const QStringList &list, const QString &value)
{
    return list.contains(QStringLiteral("*")) || list.contains(value);
}

} // namespace

bool FakeKubeRule::matches(const QString &group, const QString &resource, const QString &verb) const
{
    return listed(apiGroups, group) && listed(resources, resource) && listed(verbs, verb);
}

void FakeKubeRbac::deny(const QString &verb, const QString &resource, const QString &user)
{
    m_denials.append({verb, resource, user});
}

void FakeKubeRbac::clear()
{
    m_denials.clear();
    m_rules.clear();
}

bool FakeKubeRbac::denied(const QString &user, const QString &group, const QString &verb,
                          const QString &resource)
{
    bool refused = false;
    for (const Denial &d : std::as_const(m_denials))
        if ((d.verb == QLatin1String("*") || d.verb == verb)
            && (d.resource == QLatin1String("*") || d.resource == resource)
            && (d.user.isEmpty() || d.user == user))
            refused = true;
    const auto rules = m_rules.constFind(user);
    if (!refused && rules != m_rules.cend())
        refused = std::none_of(rules->begin(), rules->end(),
                               [&](const FakeKubeRule &rule) { return rule.matches(group, resource, verb); });
    if (refused)
        m_refusals << QStringLiteral("%1 %2/%3 %4").arg(verb, group, resource, user);
    return refused;
}

} // namespace sandman::test
