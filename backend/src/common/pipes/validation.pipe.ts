import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messages(errors: ValidationError[]): string[] {
  const out: string[] = [];
  for (const e of errors) {
    if (e.constraints) out.push(...Object.entries(e.constraints).map(([k, v]) => (k === 'whitelistValidation' ? `Невідоме поле: ${e.property}` : v)));
    if (e.children?.length) out.push(...messages(e.children));
  }
  return out;
}

/** Global validation: unknown fields are refused, types are transformed, the message is readable. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(messages(errors).join('; ') || 'Некоректні дані'),
  });
}
