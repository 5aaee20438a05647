-- Settings of the whole website that an administrator changes on its pages (the public address), kept in the
-- database so that every server on it reads the same value.
CREATE TABLE site_setting (
    setting_name  VARCHAR(64)   PRIMARY KEY,
    setting_value VARCHAR(2000) NOT NULL,
    changed_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
