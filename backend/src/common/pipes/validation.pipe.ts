import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messages(errors: ValidationError[]): string[] {
  const out: string[] = [];
  for (const e of errors) {
    if (e.constraints) out.push(...Object.entries(e.constraints).map(([k, v]) => (k === 'whitelistValidation' ? `Невідоме поле: ${e.property}` : v)));
    if (e.children?.length) out.push(...messages(e.children));
  }
  return out;
}

/**
 * Route params and single query values stay the strings the client sent: their own pipes
 * (PositiveIntPipe, ...) parse them strictly. Converting them here first would turn '1e3' into 1000.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** Global validation: unknown fields are refused, DTOs are transformed, the message is readable. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(messages(errors).join('; ') || 'Некоректні дані'),
  });
}
