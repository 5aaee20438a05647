package org.mahjongresults.web.system;

import java.nio.ByteBuffer;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Jetty's own error answers (a request it refuses before the application sees it, such as a path that is not
 * UTF-8) carry the same security headers as every page of the site.
 */
public final class SecureErrorHandler extends ErrorHandler {

    private final Map<String, String> headers;

    /** {@code headers}: the site's security headers, name to value. */
    public SecureErrorHandler(Map<String, String> headers) {
        this.headers = Map.copyOf(headers);
        setShowStacks(false);
    }

    @Override
    protected void generateCacheControl(Response response) {
        super.generateCacheControl(response);
        headers.forEach((name, value) -> response.getHeaders().put(name, value));
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        headers.forEach(fields::put);
        return super.badMessageError(status, reason, fields);
    }
}
