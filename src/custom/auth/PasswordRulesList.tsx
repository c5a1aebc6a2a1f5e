import { passwordRules } from './passwordRules';
import { authTexts } from './authTexts';

/** The strength rules, ticked live as the admin types (plain React: public pages use it too). */
export function PasswordRulesList({ password, id }: { password: string; id: string }) {
  return (
    <div className="auth-rules" id={id}>
      <p className="auth-rules-title">{authTexts.passwordRulesTitle}</p>
      <ul>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={met ? 'auth-rule-met' : 'auth-rule-unmet'}>
              <span aria-hidden="true" className="auth-rule-icon">
                {met ? '✓' : '•'}
              </span>
              {rule.label}
              <span className="visually-hidden">
                {' '}
                ({met ? authTexts.ruleMet : authTexts.ruleUnmet})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
